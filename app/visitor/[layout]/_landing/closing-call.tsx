import { PageWidth } from "@/components/layout/page-width";
import { InstallAppSlot } from "@/components/pwa/install-app-slot";
import { CallToAction } from "./hero";
import styles from "./landing.module.css";

/** The end of the landing page: log in, or open a broker account first; on phones, install. */
export function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className={styles.closing}>
      <PageWidth>
        <div className={styles.callout}>
          <h2 id="closing-title" className={styles.h2}>
            Start with the broker you already use
          </h2>
          <p className={styles.muted}>
            Log in through your broker to place and track tradeboxes. No broker account yet? Open
            one in a few minutes.
          </p>
          <CallToAction />
          <InstallAppSlot />
        </div>
      </PageWidth>
    </section>
  );
}

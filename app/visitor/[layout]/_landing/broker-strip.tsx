import { PageWidth } from "@/components/layout/page-width";
import { SELECTABLE_BROKERS } from "@/lib/brokers";
import styles from "./landing.module.css";

/** The brokers a trader can log in with (spec §1), under the hero. */
export function BrokerStrip() {
  return (
    <PageWidth>
      <p className={styles.muted} id="brokers-title">
        Log in with the broker you already trade with
      </p>
      <ul className={styles.brokers} aria-labelledby="brokers-title">
        {SELECTABLE_BROKERS.map((broker) => (
          <li key={broker.broker} className={styles.broker}>
            {/* Lazy, in a list drawn as it nears the viewport: the logos, each an SVG document to
            lay out, are neither preloaded nor loaded before the first paint (issue #55). */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a 28 px SVG: nothing to optimise */}
            <img src={broker.logoURL} alt="" width={28} height={28} loading="lazy" />
            {broker.nickname}
          </li>
        ))}
      </ul>
    </PageWidth>
  );
}

import { ShieldCheck } from "lucide-react";
import NextLink from "next/link";
import { REGULATORY_DETAILS } from "@/components/layout/footer/regulatory-details";
import { LoginControl } from "@/components/layout/login-control";
import { PageWidth } from "@/components/layout/page-width";
import { buttonClass } from "@/components/ui/button-class";
import { routeById } from "@/lib/routing/routes";
import styles from "./landing.module.css";
import { OPEN_ACCOUNT_HREF } from "./open-account";
import { PayoffIllustration } from "./payoff-illustration";
import { FirstScreenMark } from "@/components/layout/first-screen-mark";

/** What Strikeline does, in one screen, with the two ways in. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <PageWidth>
        <div className={styles.heroGrid}>
          <div className={styles.heroText}>
            <p className={styles.badge}>
              SEBI-registered Research Analyst · {REGULATORY_DETAILS.raRegistrationNumber}
            </p>
            <h1 id="hero-title" className={styles.h1}>
              {routeById("home").title}
            </h1>
            <p className={styles.heroLead}>
              Ready-made options strategies on Nifty, Bank Nifty and Fin Nifty, built and managed by
              research analysts. Place every leg in one go through your own broker account, then
              track and adjust it live.
            </p>
            <FirstScreenMark />
            <CallToAction />
            <p className={styles.note}>
              <ShieldCheck size={18} aria-hidden />
              Your funds, orders and positions stay with your broker.
            </p>
          </div>
          <PayoffIllustration />
        </div>
      </PageWidth>
    </section>
  );
}

/** Log in (the one login control), or open a broker account first. */
export function CallToAction() {
  return (
    <div className={styles.actions}>
      <LoginControl size="lg" wording="your-broker" asLink />
      <NextLink
        href={OPEN_ACCOUNT_HREF}
        className={buttonClass({ size: "lg", variant: "outline" })}
      >
        Open a new account
      </NextLink>
    </div>
  );
}

import NextLink from "next/link";
import type { NavItem } from "../nav-items";
import styles from "../shell.module.css";
import { Disclaimer } from "./disclaimer";
import { DisclaimerText } from "./disclaimer-text";
import { REGULATORY_DETAILS as RA } from "./regulatory-details";

interface Props {
  /** The logged-in trader's broker's legal name; 'your broker' when unknown. */
  brokerName?: string;
  /** Links above the disclaimer (the logged-out pages'). */
  links?: readonly NavItem[];
}

/**
 * Spec §2 screen 10: the disclaimer footer. On phones the full text inline; on tablet and
 * desktop one line of registration details and a 'Disclaimer' button opening it in a drawer.
 */
export function SiteFooter({ brokerName, links }: Props) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.pageWidth} ${styles.footerInner}`}>
        {links && <FooterLinks links={links} />}
        <div className={styles.phoneDisclaimer}>
          <DisclaimerText brokerName={brokerName} />
        </div>
        <div className={styles.footerBottom}>
          <p className={styles.copyright}>
            © {year} {RA.entity}
            <span className={styles.registration}>
              {" "}
              · SEBI Research Analyst {RA.raRegistrationNumber} · BSE Enlistment No.{" "}
              {RA.bseEnlistmentNumber}
            </span>
          </p>
          <div className={styles.footerDisclaimerButton}>
            <Disclaimer>
              <DisclaimerText brokerName={brokerName} large />
            </Disclaimer>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ links }: { links: readonly NavItem[] }) {
  return (
    <nav aria-label="Footer" className={styles.footerLinks}>
      {links.map((item) =>
        item.external ? (
          <a
            key={item.label}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.footerLink}
          >
            {item.label}
          </a>
        ) : (
          <NextLink key={item.label} href={item.href} className={styles.footerLink}>
            {item.label}
          </NextLink>
        ),
      )}
    </nav>
  );
}

import { CircleCheck, TriangleAlert } from "lucide-react";
import {
  REGULATORY_DETAILS as RA,
  SEBI_REGISTRATION_STATEMENT,
  SEBI_RISK_WARNING,
} from "@/components/layout/footer/regulatory-details";
import { COMPLIANCE_SECTION_ID } from "@/components/layout/nav-items";
import styles from "./landing.module.css";
import { LandingSection } from "./landing-section";

// Long values take the grid's full width.
const DETAILS = [
  ["Research Analyst", RA.entity, true],
  ["SEBI Registration No.", RA.raRegistrationNumber, false],
  ["BSE Enlistment No.", RA.bseEnlistmentNumber, false],
  ["Registration type", RA.registrationType, false],
  ["Validity", RA.registrationValidity, false],
  ["CIN", RA.cin, true],
] as const;

const COMMITMENTS = [
  "Orders go to your broker only when you place them; nothing is traded on your behalf.",
  "Your funds, orders and positions stay in your broker account.",
  "All trading data shown comes from your broker; we take no liability for its accuracy.",
  "Past returns of a tradebox do not guarantee its future returns.",
] as const;

/** The section the nav's 'Compliance' (`/#compliance`) jumps to; the footer has the full text. */
export function ComplianceSection() {
  return (
    <LandingSection
      id={COMPLIANCE_SECTION_ID}
      eyebrow="Compliance"
      title="Registered, and clear about the risks"
      intro={`Every tradebox is researched and managed by ${RA.entity}, a research analyst registered with SEBI.`}
    >
      <div className={styles.complianceGrid}>
        <dl className={styles.details}>
          {DETAILS.map(([label, value, wide]) => (
            <div key={label} className={wide ? `${styles.detail} ${styles.wide}` : styles.detail}>
              <dt className={styles.small}>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.stack}>
          <ul className={styles.checks}>
            {COMMITMENTS.map((text) => (
              <li key={text} className={styles.check}>
                <CircleCheck size={18} aria-hidden />
                {text}
              </li>
            ))}
          </ul>
          <p className={styles.small}>{SEBI_REGISTRATION_STATEMENT}</p>
          <p className={styles.warning}>
            <TriangleAlert size={18} aria-hidden />
            {SEBI_RISK_WARNING}
          </p>
        </div>
      </div>
    </LandingSection>
  );
}

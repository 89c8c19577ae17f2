import { PRODUCT_NAME } from "@/lib/product";
import styles from "../shell.module.css";
import {
  REGULATORY_DETAILS as RA,
  SEBI_REGISTRATION_STATEMENT,
  SEBI_RISK_WARNING,
  UNKNOWN_BROKER_NAME,
} from "./regulatory-details";

/**
 * Spec §1 footer disclaimer: the registration and identification numbers, trading data comes
 * from the broker (its legal name when known), no liability for its accuracy, past returns are
 * no guarantee; then SEBI's own wording. `large` for the drawer, where it is read at leisure.
 */
export function DisclaimerText({
  brokerName = UNKNOWN_BROKER_NAME,
  large = false,
}: {
  brokerName?: string;
  large?: boolean;
}) {
  return (
    <div
      className={`${styles.disclaimer} ${large ? styles.disclaimerLarge : ""}`}
      data-testid="disclaimer"
    >
      <p>
        {RA.entity} is a SEBI-registered Research Analyst ({RA.registrationType}). SEBI Registration
        No. {RA.raRegistrationNumber}, BSE Enlistment No. {RA.bseEnlistmentNumber}, CIN {RA.cin}.
        Registered office: {RA.registeredOffice}. Compliance officer: {RA.complianceOfficer},{" "}
        {RA.complianceEmail}.
      </p>
      <p>
        All trading data shown on {PRODUCT_NAME} (orders, positions, funds, profit and loss) comes
        from {brokerName}. {PRODUCT_NAME} takes no liability for the accuracy of this data. Past
        returns do not guarantee future returns.
      </p>
      <p>{SEBI_REGISTRATION_STATEMENT}</p>
      <p className={styles.warning}>{SEBI_RISK_WARNING}</p>
    </div>
  );
}

import { Stack, type StackProps, Text } from "@chakra-ui/react";
import { PRODUCT_NAME } from "@/lib/product";
import {
  REGULATORY_DETAILS as RA,
  SEBI_REGISTRATION_STATEMENT,
  SEBI_RISK_WARNING,
  UNKNOWN_BROKER_NAME,
} from "./regulatory-details";

/**
 * Spec §1 footer disclaimer: the registration and identification numbers, trading data comes
 * from the broker (its legal name when known), no liability for its accuracy, past returns are
 * no guarantee; then SEBI's own wording.
 */
export function DisclaimerText({
  brokerName = UNKNOWN_BROKER_NAME,
  ...props
}: { brokerName?: string } & StackProps) {
  return (
    <Stack
      gap="2.5"
      fontSize="xs"
      color="fg.muted"
      lineHeight="tall"
      data-testid="disclaimer"
      {...props}
    >
      <Text>
        {RA.entity} is a SEBI-registered Research Analyst ({RA.registrationType}). SEBI Registration
        No. {RA.raRegistrationNumber}, BSE Enlistment No. {RA.bseEnlistmentNumber}, CIN {RA.cin}.
        Registered office: {RA.registeredOffice}. Compliance officer: {RA.complianceOfficer},{" "}
        {RA.complianceEmail}.
      </Text>
      <Text>
        All trading data shown on {PRODUCT_NAME} (orders, positions, funds, profit and loss) comes
        from {brokerName}. {PRODUCT_NAME} takes no liability for the accuracy of this data. Past
        returns do not guarantee future returns.
      </Text>
      <Text>{SEBI_REGISTRATION_STATEMENT}</Text>
      <Text fontWeight="semibold" color="fg">
        {SEBI_RISK_WARNING}
      </Text>
    </Stack>
  );
}

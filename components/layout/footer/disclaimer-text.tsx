import { Stack, Text } from "@chakra-ui/react";
import { PRODUCT_NAME } from "@/lib/product";
import { REGULATORY_DETAILS as RA } from "./regulatory-details";

/**
 * Spec §1 footer disclaimer: registration numbers, trading data comes from the broker, no
 * liability for its accuracy, past returns are no guarantee. Names the broker when known.
 */
export function DisclaimerText({ brokerName = "your broker" }: { brokerName?: string }) {
  return (
    <Stack gap="2" fontSize="xs" color="fg.subtle" lineHeight="tall">
      <Text>
        {RA.entity} is a SEBI-registered Research Analyst. Registration No.{" "}
        {RA.raRegistrationNumber}, BSE Enlistment No. {RA.bseEnlistmentNumber}, CIN {RA.cin}.
      </Text>
      <Text>
        All trading data shown in {PRODUCT_NAME} comes from {brokerName}. {PRODUCT_NAME} takes no
        liability for the accuracy of this data. Past returns do not guarantee future returns.
      </Text>
      <Text>
        Investments in the securities market are subject to market risks; read all related documents
        carefully before investing. Registration granted by SEBI and certification from NISM in no
        way guarantee the performance of the intermediary or provide any assurance of returns to
        investors.
      </Text>
    </Stack>
  );
}

import { Box, Flex, Text } from "@chakra-ui/react";
import { PRODUCT_NAME } from "@/lib/product";
import { PageContainer } from "../page-container";
import { Disclaimer } from "./disclaimer";
import { DisclaimerText } from "./disclaimer-text";
import { REGULATORY_DETAILS } from "./regulatory-details";

/** The disclaimer footer: inline on mobile, one line with a drawer on tablet and desktop. */
export function SiteFooter({ brokerName }: { brokerName?: string }) {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
      <PageContainer py="5">
        <Box hideFrom="md">
          <DisclaimerText brokerName={brokerName} />
        </Box>
        <Flex hideBelow="md" align="center" justify="space-between" gap="4">
          <Text fontSize="xs" color="fg.subtle">
            © {PRODUCT_NAME} · SEBI Research Analyst {REGULATORY_DETAILS.raRegistrationNumber} ·
            Past returns do not guarantee future returns.
          </Text>
          <Disclaimer>
            <DisclaimerText brokerName={brokerName} />
          </Disclaimer>
        </Flex>
      </PageContainer>
    </Box>
  );
}

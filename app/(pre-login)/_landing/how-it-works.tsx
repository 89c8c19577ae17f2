import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PageContainer } from "@/components/layout/page-container";

const STEPS = [
  {
    title: "Log in with your broker",
    text: "Connect the broker account you already trade with. Funds, orders and positions stay with your broker.",
  },
  {
    title: "Pick a tradebox",
    text: "Browse analyst-managed baskets by risk, funds needed and market view, with their track record.",
  },
  {
    title: "Place and track",
    text: "Place every leg in one go, follow live profit and loss, and apply the analyst's adjustments.",
  },
] as const;

/** The three steps of following a tradebox. */
export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="how-it-works" bg="bg.subtle" borderYWidth="1px">
      <PageContainer py={{ base: "10", md: "16" }}>
        <Heading as="h2" id="how-it-works" size="2xl" mb="8">
          How a tradebox works
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
          {STEPS.map((step, index) => (
            <Stack as="li" key={step.title} gap="3" p="5" bg="bg" rounded="xl" borderWidth="1px">
              <Text fontSize="sm" fontWeight="bold" color="accent.fg">
                Step {index + 1}
              </Text>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}

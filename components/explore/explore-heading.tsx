import { Heading, Stack, Text } from "@chakra-ui/react";

/** The page's heading when no category is open: what explore holds, and for whom. */
export function ExploreHeading({ title, brokerName }: { title: string; brokerName?: string }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
        {title}
      </Heading>
      <Text color="fg.muted" maxW="2xl">
        {brokerName
          ? `Analyst-managed options baskets on Nifty, Bank Nifty and Fin Nifty for ${brokerName} clients, placed and tracked through your ${brokerName} account.`
          : "Analyst-managed options baskets on Nifty, Bank Nifty and Fin Nifty, placed and tracked through your own broker account."}
      </Text>
    </Stack>
  );
}

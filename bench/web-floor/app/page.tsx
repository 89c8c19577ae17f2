import { Container, Heading, Stack, Text } from "@chakra-ui/react";

/**
 * A heading and a paragraph, drawn with Chakra: the paragraph is the largest element, as a page
 * of ours opens with a block of text.
 */
export default function FloorPage() {
  return (
    <Container maxW="3xl" py={{ base: "10", md: "16" }}>
      <Stack gap="5">
        <Heading as="h1" size="3xl">
          Follow an analyst&apos;s options basket
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Each basket is a set of option legs an analyst builds for one view of the market: a range
          the index should hold, a move it should make, or a fall it should not. You see the legs,
          the most it can lose and the margin it blocks before you place it, and your own broker
          sends every order. When the analyst adjusts or exits, your basket follows, and you can
          always exit on your own.
        </Text>
      </Stack>
    </Container>
  );
}

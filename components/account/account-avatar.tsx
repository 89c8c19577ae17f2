import { Box } from "@chakra-ui/react";

/** Spec §9 avatar: 48 px, 24 px from md up. The name's first letter on the brand colour. */
export function AccountAvatar({ name }: { name: string }) {
  return (
    <Box
      aria-hidden
      boxSize={{ base: "12", md: "6" }}
      flexShrink={0}
      rounded="full"
      display="grid"
      placeItems="center"
      bg="brand.muted"
      color="brand.fg"
      fontSize={{ base: "xl", md: "xs" }}
      fontWeight="semibold"
    >
      {name.trim().slice(0, 1).toUpperCase() || "U"}
    </Box>
  );
}

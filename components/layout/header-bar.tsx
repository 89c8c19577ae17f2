import { Box, type BoxProps } from "@chakra-ui/react";

/** The sticky, translucent bar every header of the app sits in. */
export function HeaderBar(props: BoxProps) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
      {...props}
    />
  );
}

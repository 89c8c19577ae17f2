import { Container, type ContainerProps } from "@chakra-ui/react";

/** The one content width and gutter every page and bar lines up with. */
export function PageContainer(props: ContainerProps) {
  return <Container maxW="6xl" px={{ base: "4", md: "6" }} {...props} />;
}

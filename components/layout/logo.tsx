import { HStack, Image, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { PRODUCT_NAME } from "@/lib/product";

export const APP_ICON = "/icons/strikeline.svg";

/** The product mark and name, linking to the home of the current layout. */
export function Logo({ href }: { href: string }) {
  return (
    <HStack asChild gap="2" color="fg" _hover={{ textDecoration: "none" }}>
      <NextLink href={href} aria-label={`${PRODUCT_NAME} home`}>
        <Image src={APP_ICON} alt="" boxSize="7" />
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
          {PRODUCT_NAME}
        </Text>
      </NextLink>
    </HStack>
  );
}

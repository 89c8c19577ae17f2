import { HStack, Image, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { PRODUCT_NAME } from "@/lib/product";

export const APP_ICON = "/icons/strikeline.svg";

interface Props {
  href: string;
  /** A click on it (e.g. a drawer closing as it navigates). */
  onClick?: () => void;
}

/** The product mark and name, linking to the home of the current layout. */
export function Logo({ href, onClick }: Props) {
  return (
    <HStack asChild gap="2" color="fg" _hover={{ textDecoration: "none" }}>
      <NextLink href={href} aria-label={`${PRODUCT_NAME} home`} onClick={onClick}>
        {/* Sized in the HTML: no layout shift while the icon loads. */}
        <Image src={APP_ICON} alt="" width="28" height="28" boxSize="7" />
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
          {PRODUCT_NAME}
        </Text>
      </NextLink>
    </HStack>
  );
}

import { Image } from "@chakra-ui/react";

/** A tradebox's card image, square: 40 px in lists, 48 px as a page's heading. */
export function TradeboxThumb({ src, large = false }: { src: string; large?: boolean }) {
  return (
    <Image
      src={src}
      alt=""
      boxSize={large ? "12" : "10"}
      rounded={large ? "xl" : "lg"}
      objectFit="cover"
      bg="bg.muted"
      flexShrink="0"
    />
  );
}

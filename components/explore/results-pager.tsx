import { Button, HStack, IconButton, Text } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import NextLink from "next/link";
import { exploreLinkAt, withPage } from "@/lib/explore/explore-links";
import type { ExploreParams } from "@/lib/explore/explore-params";
import { pageItems } from "@/lib/explore/pagination";

interface Props {
  params: ExploreParams;
  basePath: string;
  totalPages: number;
}

/** Links to the other pages of the results; each keeps the rest of the explore state. */
export function ResultsPager({ params, basePath, totalPages }: Props) {
  const items = pageItems(params.page, totalPages);
  if (items.length === 0) return null;
  const href = (page: number) => exploreLinkAt(basePath, withPage(params, page));
  const previous = params.page > 1 ? Math.min(params.page - 1, totalPages) : null;
  const next = params.page < totalPages ? params.page + 1 : null;
  return (
    <HStack as="nav" aria-label="Pages" justify="center" gap="1" pt="8" flexWrap="wrap">
      <PageArrow label="Previous page" href={previous === null ? null : href(previous)}>
        <ChevronLeft />
      </PageArrow>
      {items.map((item, i) =>
        item === "gap" ? (
          <Text key={`gap-${i}`} as="span" px="1" color="fg.subtle" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            asChild
            size="sm"
            minW="9"
            px="2"
            variant={item === params.page ? "solid" : "ghost"}
          >
            <NextLink
              href={href(item)}
              aria-label={`Page ${item}`}
              aria-current={item === params.page ? "page" : undefined}
            >
              {item}
            </NextLink>
          </Button>
        ),
      )}
      <PageArrow label="Next page" href={next === null ? null : href(next)}>
        <ChevronRight />
      </PageArrow>
    </HStack>
  );
}

function PageArrow({
  label,
  href,
  children,
}: {
  label: string;
  href: string | null;
  children: React.ReactNode;
}) {
  if (href === null) {
    return (
      <IconButton aria-label={label} size="sm" variant="ghost" disabled>
        {children}
      </IconButton>
    );
  }
  return (
    <IconButton asChild aria-label={label} size="sm" variant="ghost">
      <NextLink href={href}>{children}</NextLink>
    </IconButton>
  );
}

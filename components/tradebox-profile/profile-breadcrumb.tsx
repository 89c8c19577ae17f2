import { Breadcrumb } from "@chakra-ui/react";
import NextLink from "next/link";
import { routeById, routePath } from "@/lib/routing/routes";

/** Explore Tradebox › this tradebox (the JSON-LD carries the same trail). */
export function ProfileBreadcrumb({ name }: { name: string }) {
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="fg.muted">
            <NextLink href={routePath("explore")}>{routeById("explore").title}</NextLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink truncate>{name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

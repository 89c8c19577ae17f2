import { Alert, Button } from "@chakra-ui/react";
import NextLink from "next/link";
import { routePath } from "@/lib/routing/routes";

/** The trader holds this tradebox already: one basket per tradebox, so track it instead. */
export function AlreadyFollowing({ basketId }: { basketId: string }) {
  return (
    <Alert.Root status="info" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You already follow this tradebox</Alert.Title>
        <Alert.Description>Track it, or exit it before placing it again.</Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline">
        <NextLink href={routePath("trackBasket", { basket: basketId })}>Track</NextLink>
      </Button>
    </Alert.Root>
  );
}

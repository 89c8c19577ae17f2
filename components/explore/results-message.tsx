import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The way out: buttons or links. */
  actions?: ReactNode;
  role?: "status" | "alert";
}

/** The frame of the results' empty and error states: an icon, what happened, what to do. */
export function ResultsMessage({ icon: Icon, title, children, actions, role = "status" }: Props) {
  return (
    <Stack
      role={role}
      align="center"
      textAlign="center"
      gap="3"
      py={{ base: "12", md: "16" }}
      px="6"
      rounded="xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
    >
      <Box p="3" rounded="full" bg="bg.muted" color="fg.muted">
        <Icon size="24" aria-hidden />
      </Box>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {children}
      </Text>
      {actions ? (
        <Stack direction={{ base: "column", sm: "row" }} gap="2" pt="2">
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}

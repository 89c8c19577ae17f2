import { HistoryView } from "@/components/history/history-view";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("history");

export default function HistoryPage() {
  return <HistoryView />;
}

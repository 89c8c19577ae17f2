import styles from "./explore-page.module.css";
import { FirstScreenMark } from "@/components/layout/first-screen-mark";

/** The page's heading when no category is open: what explore holds, and for whom. */
export function ExploreHeading({ title, brokerName }: { title: string; brokerName?: string }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        {brokerName
          ? `Analyst-managed options baskets on Nifty, Bank Nifty and Fin Nifty for ${brokerName} clients, placed and tracked through your ${brokerName} account.`
          : "Analyst-managed options baskets on Nifty, Bank Nifty and Fin Nifty, placed and tracked through your own broker account."}
      </p>
      <FirstScreenMark />
    </div>
  );
}

import {
  Activity,
  Landmark,
  Layers,
  type LucideIcon,
  RefreshCw,
  ScanSearch,
  UserCheck,
} from "lucide-react";
import styles from "./landing.module.css";
import { LandingSection } from "./landing-section";

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserCheck,
    title: "Managed by analysts",
    text: "A SEBI-registered research analyst designs each tradebox and manages it to the end: entries, adjustments and exits.",
  },
  {
    icon: ScanSearch,
    title: "Know the risk first",
    text: "Payoff at expiry, break-evens, maximum profit and loss, and the funds it needs, before you place anything.",
  },
  {
    icon: Layers,
    title: "Every leg in one go",
    text: "Place all the legs of a strategy as one basket order through your broker, sized in lots you choose.",
  },
  {
    icon: Activity,
    title: "Live tracking",
    text: "Positions, order status and profit and loss, updated live from your broker while the market is open.",
  },
  {
    icon: RefreshCw,
    title: "Adjust with the analyst",
    text: "When the analyst adjusts a tradebox, you see what changes and apply it in one step.",
  },
  {
    icon: Landmark,
    title: "Your money stays put",
    text: "Funds, orders and positions remain in your own broker account. We never hold your money.",
  },
];

/** What the product does, in six cards. */
export function Features() {
  return (
    <LandingSection
      id="what-it-does"
      eyebrow="What Strikeline does"
      title="Options strategies without building them yourself"
      intro="A tradebox is a basket of option legs an analyst has put together for a market view. You choose one, your broker executes it, the analyst manages it."
      tinted
    >
      <ul className={styles.features}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.feature}>
            <div className={styles.featureHead}>
              <span className={styles.iconBox}>
                <Icon size={20} aria-hidden />
              </span>
              <h3 className={styles.h3}>{title}</h3>
            </div>
            <p className={styles.muted}>{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import styles from "./native-select.module.css";

/**
 * A native select in the app's pill style with a chevron (the phone's own picker, plain CSS: the
 * pages whose first load has no Chakra use it). `className` adds to the select's own style.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={styles.box}>
      <select {...props} className={[styles.select, className].filter(Boolean).join(" ")} />
      <ChevronDown aria-hidden className={styles.indicator} />
    </div>
  );
}

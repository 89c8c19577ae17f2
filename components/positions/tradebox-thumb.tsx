import styles from "./tradebox-thumb.module.css";

/** A tradebox's card image, square: 40 px in lists, 48 px as a page's heading. */
export function TradeboxThumb({ src, large = false }: { src: string; large?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt="" className={large ? `${styles.thumb} ${styles.large}` : styles.thumb} />
  );
}

/** The id the first frame waits for (see FirstScreenMark). */
const MARK_ID = "first-screen-end";

/**
 * Holds the page's first frame until the parser has passed this point (`<link rel="expect"
 * blocking="render">`, hoisted into the head by React), so the first paint shows the page's
 * first screen whole rather than its header alone.
 */
export function FirstScreenMark() {
  return (
    <>
      <link rel="expect" href={`#${MARK_ID}`} blocking="render" />
      <span id={MARK_ID} hidden />
    </>
  );
}

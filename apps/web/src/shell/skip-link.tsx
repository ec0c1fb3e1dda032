/** The first stop of Tab on every signed-in screen: jumps past the menu to the screen's heading. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      onClick={(event) => {
        // A fragment navigation would reach the router; moving the focus is all it needs.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

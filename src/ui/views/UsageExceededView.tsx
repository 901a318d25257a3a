/** NAV-12: the project's plan has no connections left this period. */
export default function UsageExceededView() {
  return (
    <div className="center">
      <p className="address">Usage limit reached</p>
      <p className="muted">
        This app has used all the connections its plan allows for now. Please try again later or
        contact the app’s team.
      </p>
    </div>
  )
}

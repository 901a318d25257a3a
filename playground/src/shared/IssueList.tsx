export interface Issue {
  path: string
  message: string
}

interface IssueListProps {
  issues: readonly Issue[]
  label: string
}

/** Validation issues, each with the JSON pointer it is about. */
export function IssueList({ issues, label }: IssueListProps) {
  return (
    <ul className="issues" aria-label={label}>
      {issues.map((issue) => (
        <li key={`${issue.path} ${issue.message}`}>
          <code className="issue-path">{issue.path}</code> {issue.message}
        </li>
      ))}
    </ul>
  )
}

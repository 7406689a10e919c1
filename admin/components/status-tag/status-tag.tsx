/**
 * A coloured status label in a report row.
 */
type Props = { tone: string; children: string };

export function StatusTag( { tone, children }: Props ) {
	return (
		<span className={ `eventsmith-report-tag is-${ tone }` }>
			{ children }
		</span>
	);
}

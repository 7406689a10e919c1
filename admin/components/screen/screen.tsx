/**
 * The frame of one dashboard screen: a title row (with optional tools on
 * its right) above the screen's content, on a white card.
 */
import type { ReactNode } from 'react';

type Props = {
	title: string;
	/** Filters or buttons shown on the right of the title. */
	toolbar?: ReactNode;
	children: ReactNode;
};

export function Screen( { title, toolbar, children }: Props ) {
	return (
		<section className="eventsmith-screen" aria-label={ title }>
			<div className="eventsmith-screen__head">
				<h2 className="eventsmith-screen__title">{ title }</h2>
				{ toolbar && (
					<div className="eventsmith-screen__toolbar">
						{ toolbar }
					</div>
				) }
			</div>
			<div className="eventsmith-screen__body">{ children }</div>
		</section>
	);
}

/**
 * What a screen shows when there is nothing to list yet.
 */
import { LightButton } from '../../../front/components/light/button';
import type { ReactNode } from 'react';

type Props = {
	title: string;
	description: ReactNode;
	/** Call to action, e.g. create the first item. */
	action?: { label: string; href: string };
};

export function EmptyState( { title, description, action }: Props ) {
	return (
		<div className="eventsmith-empty-state">
			<h3 className="eventsmith-empty-state__title">{ title }</h3>
			<p>{ description }</p>
			{ action && (
				<LightButton variant="primary" href={ action.href }>
					{ action.label }
				</LightButton>
			) }
		</div>
	);
}

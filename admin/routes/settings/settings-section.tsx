/**
 * One titled group of settings: title and short description on the left,
 * fields on the right (stacked on narrow screens).
 */
import { useInstanceId } from '@wordpress/compose';
import type { ReactNode } from 'react';

type Props = {
	title: string;
	description?: ReactNode;
	children: ReactNode;
};

export function SettingsSection( { title, description, children }: Props ) {
	const id = useInstanceId( SettingsSection, 'eventsmith-settings-section' );
	return (
		<section
			className="eventsmith-settings__section"
			aria-labelledby={ String( id ) }
		>
			<div className="eventsmith-settings__intro">
				<h3 id={ String( id ) } className="eventsmith-settings__title">
					{ title }
				</h3>
				{ description && (
					<p className="eventsmith-settings__description">
						{ description }
					</p>
				) }
			</div>
			<div className="eventsmith-settings__fields">{ children }</div>
		</section>
	);
}

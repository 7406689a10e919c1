/**
 * The placeholders an e-mail may use, each with what it becomes.
 */
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import type { MailText } from '../settings-rules';

type Props = { placeholders: MailText[ 'placeholders' ] };

export function PlaceholderList( { placeholders }: Props ) {
	const id = useInstanceId( PlaceholderList, 'eventsmith-placeholders' );
	return (
		<div className="eventsmith-settings__placeholders">
			<p
				id={ `${ id }` }
				className="eventsmith-settings__placeholders-title"
			>
				{ __(
					'Placeholders for the subject and the text:',
					'eventsmith'
				) }
			</p>
			<ul aria-labelledby={ `${ id }` }>
				{ placeholders.map( ( placeholder ) => (
					<li key={ placeholder.name }>
						<code>{ `{${ placeholder.name }}` }</code>{ ' ' }
						{ placeholder.description }
					</li>
				) ) }
			</ul>
		</div>
	);
}

/**
 * The 14 placeholders: clicking one copies its token; Insert puts it at the
 * caret of the text being edited (or in a new paragraph).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { copy, plus } from '@wordpress/icons';
import { useNotify } from '../../app/notices';
import {
	PLACEHOLDERS,
	placeholderToken,
} from '../../placeholders/placeholders';
import { copyText } from './copy-text';
import { useInsertToken } from './use-insert-token';

export function PlaceholdersPanel() {
	const notify = useNotify();
	const insertToken = useInsertToken();

	const onCopy = async ( token: string ) => {
		if ( await copyText( token ) ) {
			notify.success( __( 'Copied Successfully!', 'eventsmith' ) );
		} else {
			notify.error( __( 'Failed to copy.', 'eventsmith' ) );
		}
	};

	return (
		<ul className="eventsmith-placeholders">
			{ PLACEHOLDERS.map( ( placeholder ) => {
				const token = placeholderToken( placeholder.key );
				return (
					<li
						key={ placeholder.key }
						className="eventsmith-placeholders__item"
					>
						<Button
							className="eventsmith-placeholders__copy"
							icon={ copy }
							onClick={ () => onCopy( token ) }
							label={ sprintf(
								/* translators: %s: placeholder token such as {{event_title}} */
								__( 'Copy %s', 'eventsmith' ),
								token
							) }
							showTooltip={ false }
						>
							<span className="eventsmith-placeholders__label">
								{ placeholder.label }
							</span>
							<code>{ token }</code>
						</Button>
						<Button
							icon={ plus }
							size="small"
							label={ sprintf(
								/* translators: %s: placeholder token such as {{event_title}} */
								__( 'Insert %s', 'eventsmith' ),
								token
							) }
							onClick={ () => insertToken( token ) }
						/>
					</li>
				);
			} ) }
		</ul>
	);
}

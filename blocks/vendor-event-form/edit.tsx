/**
 * Editor of the vendor event form: the server's render (the editing user's
 * own events) as preview; the block has no settings.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Disabled } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';

export function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Disabled>
				<ServerSideRender block="eventsmith/vendor-event-form" />
			</Disabled>
		</div>
	);
}

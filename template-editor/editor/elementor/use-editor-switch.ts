/**
 * Switching a template between the block builder and Elementor: runs the
 * request once at a time, then moves on; a failure shows the server's
 * message (or a fallback) and lets the person try again.
 */
import { useState } from '@wordpress/element';
import { useNotify } from '../../app/notices';

export function useEditorSwitch(
	request: () => Promise< unknown >,
	onDone: () => void,
	failure: string
): { isSwitching: boolean; run: () => Promise< void > } {
	const notify = useNotify();
	const [ isSwitching, setIsSwitching ] = useState( false );
	const run = async () => {
		if ( isSwitching ) {
			return;
		}
		setIsSwitching( true );
		try {
			await request();
			onDone();
		} catch ( error ) {
			setIsSwitching( false );
			notify.error(
				( error as { message?: string } ).message || failure
			);
		}
	};
	return { isSwitching, run };
}

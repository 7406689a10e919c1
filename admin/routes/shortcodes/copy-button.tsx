/**
 * A button that copies a text and says "Copied" for a moment.
 */
import { Button } from '@wordpress/components';
import { useCopyToClipboard } from '@wordpress/compose';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

type Props = {
	text: string;
	label: string;
	disabled?: boolean;
};

export function CopyButton( { text, label, disabled = false }: Props ) {
	const [ copied, setCopied ] = useState( false );
	const ref = useCopyToClipboard< HTMLButtonElement >( text, () =>
		setCopied( true )
	);
	useEffect( () => {
		if ( ! copied ) {
			return;
		}
		const timer = setTimeout( () => setCopied( false ), 2000 );
		return () => clearTimeout( timer );
	}, [ copied ] );
	return (
		<Button
			ref={ ref }
			variant="secondary"
			disabled={ disabled }
			__experimentalIsFocusable
			aria-label={ copied ? undefined : label }
		>
			<span aria-live="polite">
				{ copied
					? __( 'Copied', 'eventsmith' )
					: __( 'Copy', 'eventsmith' ) }
			</span>
		</Button>
	);
}

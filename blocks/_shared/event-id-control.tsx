/**
 * The sidebar field choosing which event a block shows (0: the page's own).
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Props = {
	value: number;
	onChange: ( eventId: number ) => void;
	help?: string;
};

export function EventIdControl( { value, onChange, help }: Props ) {
	return (
		<TextControl
			type="number"
			label={ __( 'Event ID', 'eventsmith' ) }
			help={
				help ??
				__(
					'Leave at 0 to show the event this page or query loop shows.',
					'eventsmith'
				)
			}
			min={ 0 }
			value={ String( value ?? 0 ) }
			onChange={ ( next: string ) =>
				onChange( Math.max( 0, Number( next ) || 0 ) )
			}
		/>
	);
}

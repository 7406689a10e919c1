/**
 * A row of on/off sidebar switches, one per boolean attribute of a block
 * (show image, show date, …).
 */
import { ToggleControl } from '@wordpress/components';

type Props< Key extends string > = {
	attributes: Record< Key, boolean >;
	setAttributes: ( next: Partial< Record< Key, boolean > > ) => void;
	/** Each attribute with its label, in the order shown. */
	toggles: Array< [ Key, string ] >;
};

export function AttributeToggles< Key extends string >( {
	attributes,
	setAttributes,
	toggles,
}: Props< Key > ) {
	return (
		<>
			{ toggles.map( ( [ key, label ] ) => (
				<ToggleControl
					key={ key }
					label={ label }
					checked={ attributes[ key ] }
					onChange={ ( on ) =>
						setAttributes( {
							[ key ]: on,
						} as Partial< Record< Key, boolean > > )
					}
				/>
			) ) }
		</>
	);
}

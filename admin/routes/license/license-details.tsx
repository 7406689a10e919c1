/**
 * The activated view: 'Your license is activated' (or lapsed) with the
 * holder, e-mail, masked key and expiry, and 'Deactivate License'
 * (LIC-08, LIC-10).
 */
import { Button, Notice } from '@wordpress/components';
import { dateI18n, getSettings } from '@wordpress/date';
import { __ } from '@wordpress/i18n';
import { expiryText, maskKey, type ActiveLicense } from './license-rules';

type Props = {
	license: ActiveLicense;
	isBusy: boolean;
	onDeactivate: () => void;
};

/**
 * A day in the site's date format (noon UTC stays on that day everywhere).
 *
 * @param day `YYYY-MM-DD`.
 */
function formatDay( day: string ): string {
	return dateI18n( getSettings().formats.date, `${ day }T12:00:00Z`, 'UTC' );
}

export function LicenseDetails( { license, isBusy, onDeactivate }: Props ) {
	const lapsed = license.license === 'expired';
	const rows: Array< [ string, string ] > = [
		[ __( 'License holder', 'eventsmith' ), license.name ],
		[ __( 'Email', 'eventsmith' ), license.email ],
		[ __( 'License key', 'eventsmith' ), maskKey( license.key ) ],
		[
			__( 'Expires', 'eventsmith' ),
			expiryText( license.expires, formatDay ),
		],
	];
	return (
		<div className="eventsmith-license__details">
			<h3 className="eventsmith-license__status">
				<span
					className={ `eventsmith-license__badge${
						lapsed ? ' is-lapsed' : ''
					}` }
				>
					{ lapsed
						? __( 'Expired', 'eventsmith' )
						: __( 'Active', 'eventsmith' ) }
				</span>
				{ lapsed
					? __( 'Your license has expired', 'eventsmith' )
					: __( 'Your license is activated', 'eventsmith' ) }
			</h3>
			{ lapsed && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Support has ended for this key. Everything keeps working; deactivate it to enter a renewed key.',
						'eventsmith'
					) }
				</Notice>
			) }
			<dl className="eventsmith-license__list">
				{ rows.map( ( [ term, value ] ) => (
					<div key={ term } className="eventsmith-license__row">
						<dt>{ term }</dt>
						<dd>{ value }</dd>
					</div>
				) ) }
			</dl>
			<div className="eventsmith-form__actions">
				<Button
					variant="secondary"
					isDestructive
					isBusy={ isBusy }
					aria-disabled={ isBusy }
					onClick={ () => ! isBusy && onDeactivate() }
				>
					{ __( 'Deactivate License', 'eventsmith' ) }
				</Button>
			</div>
		</div>
	);
}

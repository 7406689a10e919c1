/**
 * Shows a screen only to users allowed to open it: 'Checking
 * Authorization...' until the permissions are known, then either the
 * screen or 'Access Denied! Redirecting...' and a move to the first screen
 * the user may open (events, speakers, schedules, access control,
 * shortcodes, else the site home).
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Loading } from '../components/screen/loading';
import { dashboardStore } from '../store';
import { deniedRedirect, mayOpen, SITE_HOME } from './route-access';

/** How long the denial message stays before the redirect. */
const REDIRECT_DELAY_MS = 1200;

export function AccessGate( { children }: { children: ReactNode } ) {
	const [ path, navigate ] = useLocation();
	const permissions = useSelect(
		( select ) => select( dashboardStore ).getPermissions(),
		[]
	);
	const allowed = permissions !== null && mayOpen( permissions, path );

	useEffect( () => {
		if ( permissions === null || allowed ) {
			return;
		}
		const target = deniedRedirect( permissions );
		const timer = setTimeout( () => {
			if ( target === SITE_HOME ) {
				window.location.assign(
					window.eventsmithDashboard?.urls.home ?? '/'
				);
			} else {
				navigate( target, { replace: true } );
			}
		}, REDIRECT_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ permissions, allowed, navigate ] );

	if ( permissions === null ) {
		return (
			<Loading
				// The specified text has three dots, not an ellipsis character.
				// eslint-disable-next-line @wordpress/i18n-ellipsis
				label={ __( 'Checking Authorization...', 'eventsmith' ) }
			/>
		);
	}
	if ( ! allowed ) {
		return (
			// The markup of a components Notice (status warning, not dismissible).
			<div className="components-notice is-warning">
				<div className="components-notice__content">
					{
						// The specified text has three dots, not an ellipsis character.
						// eslint-disable-next-line @wordpress/i18n-ellipsis
						__( 'Access Denied! Redirecting...', 'eventsmith' )
					}
				</div>
			</div>
		);
	}
	return <>{ children }</>;
}

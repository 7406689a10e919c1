/**
 * Any path outside the route table: replaced by `#/events`. Runs on every
 * unknown path, not only the first (moving between two unknown paths keeps
 * this component mounted).
 */
import { useLayoutEffect } from '@wordpress/element';
import { useLocation } from 'wouter';

export function ToEventList() {
	const [ path, navigate ] = useLocation();
	useLayoutEffect( () => {
		navigate( '/events', { replace: true } );
	}, [ path, navigate ] );
	return null;
}

/**
 * Hooks screens use to read the global dashboard data.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import type { PermissionKey, Settings, Term, TermKind } from '../api/types';
import { dashboardStore } from './index';
import { hasPermission } from '../app/route-access';

/** The plugin settings (null only before the app has booted). */
export function useSettings(): Settings | null {
	return useSelect(
		( select ) => select( dashboardStore ).getSettings(),
		[]
	);
}

/** Whether a dashboard module or switch is on. */
export function useCategoriesAndTagsDisabled(): boolean {
	return useSettings()?.disable_category_and_tags === 'on';
}

/** Whether the RSVP module is on. */
export function useRsvpModuleOn(): boolean {
	return useSettings()?.modules.rsvp === 'on';
}

/** A function telling whether the current user holds a permission. */
export function useCan(): ( permission: PermissionKey ) => boolean {
	const permissions = useSelect(
		( select ) => select( dashboardStore ).getPermissions(),
		[]
	);
	return ( permission ) => hasPermission( permissions, permission );
}

/**
 * The terms of one taxonomy (categories, tags or speaker groups).
 * @param kind Which taxonomy.
 */
export function useTerms( kind: TermKind ): Term[] {
	return useSelect(
		( select ) => select( dashboardStore ).getTerms( kind ),
		[ kind ]
	);
}

/** Reloads a taxonomy after a create or delete. */
export function useRefreshTerms(): ( kind: TermKind ) => Promise< void > {
	const { refreshTerms } = useDispatch( dashboardStore );
	return refreshTerms as unknown as ( kind: TermKind ) => Promise< void >;
}

/**
 * Dashboard routes of categories, tags and speaker groups: one list screen
 * and one create form, each set up per kind.
 */
import { createElement, lazy } from '@wordpress/element';
import type { ComponentType } from 'react';
import type { TermKind } from '../../api/types';
import type { ScreenRoute } from '../../app/route-types';

const List = lazy( () => import( './term-list-screen' ) );
const Create = lazy( () => import( './term-create-screen' ) );

function forKind(
	screen: ComponentType< { kind: TermKind } >,
	kind: TermKind
): ComponentType {
	return () => createElement( screen, { kind } );
}

export const routes: ScreenRoute[] = [
	{ path: '/categories', component: forKind( List, 'categories' ) },
	{ path: '/categories/create', component: forKind( Create, 'categories' ) },
	{ path: '/tags', component: forKind( List, 'tags' ) },
	{ path: '/tags/create', component: forKind( Create, 'tags' ) },
	{ path: '/group', component: forKind( List, 'speakerGroups' ) },
	{ path: '/group/create', component: forKind( Create, 'speakerGroups' ) },
];

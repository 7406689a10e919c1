/**
 * Reading JSON answers in tests, where the shape is what the test asserts.
 */
import type { APIResponse } from '@playwright/test';

export type Json = Record< string, any >;

/**
 * The body of a response as JSON.
 *
 * @param response A Playwright API response.
 */
export async function json< T = Json >( response: APIResponse ): Promise< T > {
	return ( await response.json() ) as T;
}

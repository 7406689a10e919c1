/**
 * The `href` of a dashboard path (`/events` → `#/events`), for links that
 * are not wouter `<Link>`s (buttons, menu items).
 */
import { useRouter } from 'wouter';

export function useHashHref(): ( path: string ) => string {
	const router = useRouter();
	return ( path ) => router.hrefs( path, router );
}

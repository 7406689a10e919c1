/**
 * #/discount-codes/new and #/discount-codes/edit/{id}: creates or edits one
 * discount code; its uses are shown read-only.
 */
import { Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { useParams } from 'wouter';
import { api, errorMessage } from '../../../front/rest/client';
import { Loading } from '../../components/screen/loading';
import { Screen } from '../../components/screen/screen';
import { useNavigate } from '../../hooks/use-navigate';
import { useNotify } from '../../hooks/use-notify';
import { DiscountCodeForm } from './discount-code-form';
import {
	EMPTY_CODE,
	discountCodePayload,
	fieldsOf,
	usesLabel,
} from './discount-code-rules';
import type { DiscountCode, DiscountCodeFields } from './discount-code-types';

export default function DiscountCodeEditScreen() {
	const { id } = useParams< { id?: string } >();
	const codeId = Number( id ) || 0;
	const [ code, setCode ] = useState< DiscountCode | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const navigate = useNavigate();
	const notify = useNotify();

	useEffect( () => {
		if ( codeId < 1 ) {
			return;
		}
		let live = true;
		api.get< DiscountCode >( `/discount-codes/${ codeId }` )
			.then( ( found ) => live && setCode( found ) )
			.catch(
				( error ) => live && setLoadError( errorMessage( error ) )
			);
		return () => {
			live = false;
		};
	}, [ codeId ] );

	const save = async ( fields: DiscountCodeFields ) => {
		try {
			const body = discountCodePayload( fields );
			const saved =
				codeId > 0
					? await api.put< DiscountCode >(
							`/discount-codes/${ codeId }`,
							body
						)
					: await api.post< DiscountCode >( '/discount-codes', body );
			notify.success(
				__( 'Successfully saved the discount code!', 'eventsmith' )
			);
			if ( codeId > 0 ) {
				setCode( saved );
			} else {
				navigate( `/discount-codes/edit/${ saved.id }` );
			}
		} catch ( error ) {
			notify.error(
				__( 'Failed to save the discount code!', 'eventsmith' ),
				errorMessage( error )
			);
			throw error;
		}
	};

	const title =
		codeId > 0
			? __( 'Edit discount code', 'eventsmith' )
			: __( 'Add discount code', 'eventsmith' );
	return (
		<Screen title={ title }>
			{ loadError && (
				<Notice status="error" isDismissible={ false }>
					{ loadError }
				</Notice>
			) }
			{ codeId > 0 && ! code && ! loadError && (
				<Loading
					label={ __( 'Loading discount code…', 'eventsmith' ) }
				/>
			) }
			{ code && (
				<p className="eventsmith-report-muted">
					{ sprintf(
						/* translators: %s: uses and limit, e.g. "3 / 10". */
						__( 'Uses: %s', 'eventsmith' ),
						usesLabel( code )
					) }
				</p>
			) }
			{ ( codeId < 1 || code ) && (
				<DiscountCodeForm
					key={ code?.id ?? 0 }
					initial={ code ? fieldsOf( code ) : EMPTY_CODE }
					onSave={ save }
				/>
			) }
		</Screen>
	);
}

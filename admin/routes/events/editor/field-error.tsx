/**
 * An inline validation message under a field.
 * @param root0
 * @param root0.message
 */
export function FieldError( { message }: { message?: string } ) {
	if ( ! message ) {
		return null;
	}
	return <p className="eventsmith-field-error">{ message }</p>;
}
